import { describe, expect, it } from 'vitest';
import { ExpressionError } from '../../contracts/bpmn/expression/ExpressionError.ts';
import { ExpressionEvaluator } from './expression/ExpressionEvaluator.ts';
import { MAX_EXPRESSION_LENGTH } from '../../contracts/bpmn/expression/ExpressionParser.ts';

const evaluator = new ExpressionEvaluator();
const scope = {
  initiator: '7',
  amount: 12000,
  amountText: '300',
  approved: true,
  flag: 'true',
  title: '采购合同',
  nothing: null,
  form: { type: '2', money: 5000, party: { name: '甲方' }, tags: ['a', 'b'] },
  users: ['3', '4'],
  emptyList: [],
  nrOfInstances: 4,
  nrOfCompletedInstances: 2,
  nrOfActiveInstances: 2,
};

const run = (source: string, vars: Record<string, unknown> = scope) => evaluator.evaluate(source, vars);

function refusal(source: string, vars: Record<string, unknown> = scope): string {
  try {
    evaluator.evaluate(source, vars);
  } catch (error) {
    expect(error).toBeInstanceOf(ExpressionError);
    return (error as Error).message;
  }
  throw new Error(`expected ${source} to be refused`);
}

describe('ExpressionEvaluator', () => {
  it('reads variables and literals, keeping their type for a lone ${…}', () => {
    expect(run('${initiator}')).toBe('7');
    expect(run('${amount}')).toBe(12000);
    expect(run('${users}')).toEqual(['3', '4']);
    expect(run("${'a\\'b'}")).toBe("a'b");
    expect(run('${"}"}')).toBe('}');
    expect(run('${1.5e2}')).toBe(150);
    expect(run('${null}')).toBeNull();
  });

  it('interpolates text around expressions', () => {
    expect(run('合同：${title}，金额 ${amount}')).toBe('合同：采购合同，金额 12000');
    expect(run('no expression')).toBe('no expression');
    expect(run('\\${literal}')).toBe('${literal}');
  });

  it('compares, with JUEL word operators and numeric coercion of numeric text', () => {
    expect(evaluator.evaluateCondition('${amount >= 10000}', scope)).toBe(true);
    expect(evaluator.evaluateCondition('${amount lt 10000}', scope)).toBe(false);
    expect(evaluator.evaluateCondition("${form.type == '2'}", scope)).toBe(true);
    expect(evaluator.evaluateCondition('${form.type eq 2}', scope)).toBe(true);
    expect(evaluator.evaluateCondition('${amountText > 200}', scope)).toBe(true);
    expect(evaluator.evaluateCondition("${title != '其他'}", scope)).toBe(true);
    expect(evaluator.evaluateCondition('${nothing == null}', scope)).toBe(true);
    expect(evaluator.evaluateCondition('${nothing > 1}', scope)).toBe(false);
    expect(evaluator.evaluateCondition("${'b' > 'a'}", scope)).toBe(true);
  });

  it('combines booleans with short-circuit, not, empty and the conditional operator', () => {
    expect(evaluator.evaluateCondition('${approved && amount > 100}', scope)).toBe(true);
    expect(evaluator.evaluateCondition('${approved and not flag}', scope)).toBe(false);
    expect(evaluator.evaluateCondition('${approved || neverRead}', scope)).toBe(true);
    expect(evaluator.evaluateCondition('${!approved && neverRead}', scope)).toBe(false);
    expect(() => evaluator.evaluateCondition('${!approved || neverRead}', scope)).toThrow('表达式中的变量“neverRead”未定义');
    expect(evaluator.evaluateCondition('${empty emptyList && !empty users}', scope)).toBe(true);
    expect(evaluator.evaluateCondition('${empty nothing}', scope)).toBe(true);
    expect(run("${amount > 10000 ? 'big' : 'small'}")).toBe('big');
  });

  it('does arithmetic', () => {
    expect(run('${(amount + 3000) * 2 / 10}')).toBe(3000);
    expect(run('${amount mod 7}')).toBe(12000 % 7);
    expect(run('${-amount div 4}')).toBe(-3000);
    expect(run('${nrOfCompletedInstances / nrOfInstances}')).toBe(0.5);
    expect(evaluator.evaluateCondition('${nrOfCompletedInstances / nrOfInstances >= 0.5}', scope)).toBe(true);
    expect(refusal('${amount / 0}')).toBe('除数不能为零');
    expect(refusal("${title + 1}")).toBe('无法把“采购合同”当作数字');
  });

  it('reads members of plain data by name and index', () => {
    expect(run('${form.party.name}')).toBe('甲方');
    expect(run("${form['party']['name']}")).toBe('甲方');
    expect(run('${form.tags[1]}')).toBe('b');
    expect(run('${users[5]}')).toBeNull();
    expect(run('${form.missing}')).toBeNull();
    expect(run('${nothing.anything}')).toBeNull();
  });

  it('refuses unknown variables and non-boolean conditions', () => {
    expect(refusal('${unknown}')).toBe('表达式中的变量“unknown”未定义');
    expect(() => evaluator.evaluateCondition('${amount}', scope)).toThrow('条件表达式的结果必须是布尔值，实际为“12000”');
    expect(() => evaluator.evaluateCondition('${amount && approved}', scope)).toThrow(ExpressionError);
  });

  it('refuses broken syntax with a position', () => {
    expect(refusal('${amount >}')).toBe('表达式不完整');
    expect(refusal('${amount')).toBe('表达式缺少结尾的 }');
    expect(refusal('${}')).toBe('表达式不能为空');
    expect(refusal("${'open}")).toBe('表达式中的字符串没有结束');
    expect(refusal('${a # b}')).toBe('表达式第 5 个字符“#”无法识别');
    expect(refusal('${amount amount}')).toBe('表达式第 10 个字符处不应出现“amount”');
    expect(refusal('${1abc}')).toMatch(/无法识别/);
    expect(refusal('${a instanceof b}')).toMatch(/不应出现“instanceof”/);
  });

  it('bounds the length and the nesting of expressions', () => {
    expect(refusal('${' + '1+'.repeat(MAX_EXPRESSION_LENGTH) + '1}')).toBe(`表达式过长（超过 ${MAX_EXPRESSION_LENGTH} 个字符）`);
    expect(refusal('${' + '('.repeat(200) + '1' + ')'.repeat(200) + '}')).toBe('表达式嵌套过深');
    expect(refusal('${' + '!'.repeat(500) + 'approved}')).toBe('表达式嵌套过深');
    expect(run('${' + '1+'.repeat(1000) + '1}')).toBe(1001);
  });

  describe('sandbox', () => {
    const payloads = [
      "${''.constructor.constructor('return process')()}",
      "${form.constructor.constructor('return process')()}",
      '${form.__proto__}',
      "${form['__proto__']}",
      "${form['constructor']}",
      "${form['con' + 'structor']}",
      "${form[('__pro')]['to__']}",
      '${users.constructor}',
      '${toString}',
      '${valueOf}',
      '${hasOwnProperty}',
      '${constructor}',
      '${__proto__}',
      '${this}',
      '${globalThis.process}',
      '${process.exit(1)}',
      '${require("child_process")}',
      '${import("fs")}',
      '${form.toString()}',
      '${title.length}',
      '${(form).prototype}',
      '${[].constructor}',
      '${`x`}',
      '${eval("1")}',
      '${Function("return 1")}',
      '${form.__defineGetter__}',
    ];

    it.each(payloads)('refuses %s', (payload) => {
      let outcome: unknown;
      try {
        outcome = evaluator.evaluate(payload, scope);
      } catch (error) {
        expect(error).toBeInstanceOf(ExpressionError);
        return;
      }
      // a few payloads are harmless data reads that come back empty; they must never be code
      expect(outcome === null || typeof outcome !== 'function').toBe(true);
      expect(outcome).toBeNull();
    });

    it('never hands out functions or class instances placed among the variables', () => {
      const hostile = { fn: () => 1, date: new Date(0), map: new Map(), nested: { fn: () => 2 }, list: [() => 3] };
      expect(() => evaluator.evaluate('${fn}', hostile)).toThrow('表达式只能读取普通数据的属性');
      expect(() => evaluator.evaluate('${date}', hostile)).toThrow(ExpressionError);
      expect(() => evaluator.evaluate('${map}', hostile)).toThrow(ExpressionError);
      expect(() => evaluator.evaluate('${nested.fn}', hostile)).toThrow(ExpressionError);
      expect(() => evaluator.evaluate('${list[0]}', hostile)).toThrow(ExpressionError);
    });

    it('treats a JSON "__proto__" key as data it refuses to read, without touching prototypes', () => {
      const vars = JSON.parse('{"form": {"__proto__": {"polluted": true}}}') as Record<string, unknown>;
      expect(() => evaluator.evaluate("${form['__proto__']}", vars)).toThrow(ExpressionError);
      expect(evaluator.evaluate('${form.polluted}', vars)).toBeNull();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });
});
