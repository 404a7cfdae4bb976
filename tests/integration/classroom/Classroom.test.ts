import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteSearchSources } from '../../../server/contracts/website.ts';
import { ClassroomMedia } from '../../../server/modules/classroom/ClassroomMedia.ts';
import { TestServer } from '../TestServer.ts';

interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}
interface Item {
  id: number;
  title: string;
  section: string;
  hasVideo: boolean;
  cover: { src: string; srcSet: string } | null;
}
interface ItemDetail extends Item {
  videoUrl: string | null;
  content: string;
  person: { id: number; name: string } | null;
}
interface ExamDetail {
  id: number;
  totalScore: number;
  questionCount: number;
  questions: { id: number; kind: string; options: string[]; answer?: string }[];
}
interface Grade {
  score: number;
  total: number;
  passed: boolean;
  questions: { questionId: number; correct: boolean; answer: string }[];
}

describe('智慧课堂 (classroom.yaml)', () => {
  let api: TestServer;
  let zhangsan: string;
  let lisi: string;

  const media = (fileName: string, range?: string) => api.server.app.inject({ method: 'GET', url: `/website/classroom/media/${fileName}`, headers: range ? { range } : {} });

  beforeAll(async () => {
    api = await TestServer.start();
    [zhangsan, lisi] = await Promise.all(['zhangsan', 'lisi'].map(async (u) => (await api.login(u)).access_token));
  });
  afterAll(() => api.close());

  it('pages a section’s published items newest first, with its total', async () => {
    const first = await api.get<Page<Item>>('/website/classroom/items?section=studentTraining&size=10');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 12, current: 1, size: 10 });
    expect(first.body.data.records).toHaveLength(10);
    expect(first.body.data.records[0].title).toBe('新生入学安全教育培训');
    const second = await api.get<Page<Item>>('/website/classroom/items?section=studentTraining&size=10&current=2');
    expect(second.body.data.records).toHaveLength(2);
    expect(new Set([...first.body.data.records, ...second.body.data.records].map((r) => r.id)).size).toBe(12);
    expect(first.body.data.records[0].cover).toEqual({
      src: '/website/classroom/media/safety-training-960.jpg',
      srcSet: '/website/classroom/media/safety-training-480.jpg 480w, /website/classroom/media/safety-training-960.jpg 960w',
    });
  });

  it('bounds the page size and refuses an unknown section, in Chinese', async () => {
    const tooBig = await api.get('/website/classroom/items?section=stuTraVideo&size=51');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.msg).toBe('每页条数应在1到50之间');
    expect((await api.get('/website/classroom/items?section=stuTraVideo&current=0')).body.msg).toBe('页码应在1到100000之间');
    expect((await api.get('/website/classroom/items?section=admin')).body.msg).toBe('栏目不存在');
    expect((await api.get('/website/classroom/items')).status).toBe(400);
    expect((await api.get('/website/classroom/exams?size=1000')).status).toBe(400);
  });

  it('never answers an unpublished item, person or exam', async () => {
    const videos = (await api.get<Page<Item>>('/website/classroom/items?section=stuTraVideo&size=50')).body.data;
    expect(videos.records.map((r) => r.id)).not.toContain(204);
    expect(videos.total).toBe(3);
    const draft = await api.get('/website/classroom/items/204');
    expect(draft.status).toBe(404);
    expect(draft.body.msg).toBe('内容不存在或未发布');
    expect((await api.get('/website/classroom/items/999999')).status).toBe(404);
    expect((await api.get('/website/classroom/people/6')).status).toBe(404);
    expect((await api.get('/website/classroom/exams/3')).status).toBe(404);
    const exams = (await api.get<Page<{ id: number }>>('/website/classroom/exams')).body.data;
    expect(exams.records.map((e) => e.id)).toEqual([1, 2]);
    expect((await api.post('/website/classroom/exams/3/submission', { token: zhangsan, json: { answers: [] } })).status).toBe(404);
  });

  it('shows an item with its text, person and video, and a person with their items', async () => {
    const item = (await api.get<ItemDetail>('/website/classroom/items/201')).body.data;
    expect(item).toMatchObject({ title: '岗前安全须知（第一讲）', videoUrl: '/website/classroom/media/safety-training.webm', hasVideo: true, person: { id: 1, name: '王建国' } });
    const person = (await api.get<{ name: string; items: Item[] }>('/website/classroom/people/1')).body.data;
    expect(person.name).toBe('王建国');
    expect(person.items.map((i) => i.id)).toContain(201);
    expect(person.items.map((i) => i.id)).not.toContain(204);
  });

  it('serves a video from the file store to anyone, whole or by range, so it seeks', async () => {
    const bytes = readFileSync(join(ClassroomMedia.demoFolder(), 'safety-training.webm'));
    const whole = await media('safety-training.webm');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    // What Chromium asks first, then a seek into the middle.
    const open = await media('safety-training.webm', 'bytes=0-');
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 0-${bytes.length - 1}/${bytes.length}`);
    const middle = await media('safety-training.webm', 'bytes=1000-1999');
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
    const past = await media('safety-training.webm', `bytes=${bytes.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect((await media('safety-training-480.jpg')).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses media names outside its own shape and files it does not have', async () => {
    expect((await media('..%2Fronghe.sqlite')).statusCode).toBe(400);
    expect((await media('Safety.webm')).statusCode).toBe(400);
    expect((await media('missing-clip.webm')).statusCode).toBe(404);
  });

  it('hands out an exam without its answers, grades a submission and keeps the learner’s latest result', async () => {
    const exam = (await api.get<ExamDetail>('/website/classroom/exams/1')).body.data;
    expect(exam).toMatchObject({ totalScore: 100, questionCount: 5 });
    expect(exam.questions.every((q) => q.answer === undefined)).toBe(true);
    const [q1, q2, q3, q4, q5] = exam.questions.map((q) => q.id);
    const answers = [
      { questionId: q1, choice: 'B' },
      { questionId: q2, choice: 'A' },
      { questionId: q3, choice: 'DBA' },
      { questionId: q4, choice: 'B' },
      { questionId: q5, choice: 'A' },
    ];
    const graded = await api.post<Grade>('/website/classroom/exams/1/submission', { token: lisi, json: { answers } });
    expect(graded.status).toBe(200);
    expect(graded.body.data).toMatchObject({ score: 80, total: 100, passed: true });
    expect(graded.body.data.questions[1]).toEqual({ questionId: q2, correct: false, answer: 'B' });
    // A second try replaces the first: one result per learner and exam.
    await api.post('/website/classroom/exams/1/submission', { token: lisi, json: { answers: answers.slice(0, 1) } });
    const results = (await api.get<Page<{ examId: number; score: number; passed: boolean }>>('/website/classroom/my/results', { token: lisi })).body.data;
    expect(results.records).toEqual([expect.objectContaining({ examId: 1, score: 20, passed: false })]);
    // 张三's results are his own (the demo seeds one), never 李四's.
    const his = (await api.get<Page<{ examId: number }>>('/website/classroom/my/results', { token: zhangsan })).body.data;
    expect(his.records.map((r) => r.examId)).toEqual([2]);
    expect((await api.post('/website/classroom/exams/1/submission', { json: { answers } })).status).toBe(401);
  });

  it('refuses answers that are not this exam’s, or not options', async () => {
    const refused = await api.post('/website/classroom/exams/1/submission', { token: lisi, json: { answers: [{ questionId: 999, choice: 'A' }] } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('答案中包含不属于本考试的题目');
    const letters = await api.post('/website/classroom/exams/1/submission', { token: lisi, json: { answers: [{ questionId: 1, choice: 'x' }] } });
    expect(letters.status).toBe(400);
    expect(letters.body.msg).toBe('答案只能是选项字母');
  });

  it('keeps the furthest point a learner watched, capped at the video’s length', async () => {
    const saved = await api.post<{ seconds: number; percent: number }>('/website/classroom/my/progress', { token: lisi, json: { itemId: 201, seconds: 2 } });
    expect(saved.body.data).toMatchObject({ seconds: 2, percent: 40 });
    // Watching again from the start loses nothing; beyond the end counts as the end.
    expect((await api.post<{ seconds: number }>('/website/classroom/my/progress', { token: lisi, json: { itemId: 201, seconds: 1 } })).body.data.seconds).toBe(2);
    expect((await api.post<{ percent: number }>('/website/classroom/my/progress', { token: lisi, json: { itemId: 201, seconds: 600 } })).body.data.percent).toBe(100);
    const mine = (await api.get<Page<{ itemId: number; percent: number }>>('/website/classroom/my/progress', { token: lisi })).body.data;
    expect(mine.records).toEqual([expect.objectContaining({ itemId: 201, percent: 100 })]);
    expect((await api.post('/website/classroom/my/progress', { token: lisi, json: { itemId: 204, seconds: 1 } })).status).toBe(404);
    expect((await api.post('/website/classroom/my/progress', { token: lisi, json: { itemId: 301, seconds: 1 } })).body.msg).toBe('该内容没有视频');
    expect((await api.post('/website/classroom/my/progress', { token: lisi, json: { itemId: 201, seconds: 100000 } })).status).toBe(400);
  });

  it('lets the site search find published classroom items, linking to their section’s page', async () => {
    const [source] = api.server.host.container.getAll(SiteSearchSources).filter((s) => s.channel === 'iClassroom');
    expect(source.channelName).toBe('智慧课堂');
    const hits = await source.search('安全', 50);
    expect(hits.length).toBeGreaterThan(3);
    expect(hits.find((h) => h.id === '201')).toMatchObject({ title: '岗前安全须知（第一讲）', path: '/iClassroom/stuTraVideo?id=201' });
    expect(hits.map((h) => h.id)).not.toContain('204');
    expect(await source.search('100%', 10)).toEqual([]);
    expect((await source.search('如何提出', 10))[0].path).toBe('/iClassroom/teachersInteraction/video?id=401');
  });
});
