import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../http/ApiError.ts';
import { MallFloors } from './MallFloors.ts';

const FLOORS = [{ id: 1, floorName: '办公用品', goods: [{ id: 7, goodsName: '签字笔', price: 3.5 }] }];

describe('MallFloors', () => {
  it('has no floors without a shop, and asks nobody', async () => {
    const asked: string[] = [];
    const floors = new MallFloors(null, async (url) => {
      asked.push(String(url));
      return Response.json({ code: 0, data: FLOORS });
    });
    expect(await floors.floors()).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('answers the configured shop’s own floors, asked at its origin', async () => {
    const asked: string[] = [];
    const floors = new MallFloors('https://shop.example.com/index?from=portal', async (url) => {
      asked.push(String(url));
      return Response.json({ code: 0, data: FLOORS });
    });
    expect(await floors.floors()).toEqual(FLOORS);
    expect(asked).toEqual(['https://shop.example.com/mall/indexFloorNoCache.html']);
  });

  it('says the mall is unavailable when the shop fails, never a stack trace', async () => {
    const floors = new MallFloors('https://shop.example.com/', async () => new Response('down', { status: 502 }));
    const error = await floors.floors().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('商城暂时无法访问，请稍后再试');
  });
});
