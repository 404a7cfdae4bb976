import { describe, expect, it } from 'vitest';
import { ExamGrader, type GradedQuestion } from './ExamGrader.ts';

const QUESTIONS: GradedQuestion[] = [
  { id: 1, kind: 'single', optionCount: 4, answer: 'B', score: 20 },
  { id: 2, kind: 'multiple', optionCount: 4, answer: 'ACD', score: 30 },
  { id: 3, kind: 'judge', optionCount: 2, answer: 'A', score: 50 },
];

describe('ExamGrader', () => {
  it('scores a question only when exactly its right options are chosen, in any order', () => {
    const grade = ExamGrader.grade(QUESTIONS, [
      { questionId: 1, choice: 'B' },
      { questionId: 2, choice: 'DCA' },
      { questionId: 3, choice: 'B' },
    ]);
    expect(grade).toEqual({
      score: 50,
      total: 100,
      questions: [
        { questionId: 1, correct: true, answer: 'B' },
        { questionId: 2, correct: true, answer: 'ACD' },
        { questionId: 3, correct: false, answer: 'A' },
      ],
    });
  });

  it('gives nothing for a partly right multiple choice or an unanswered question', () => {
    expect(ExamGrader.grade(QUESTIONS, [{ questionId: 2, choice: 'AC' }]).score).toBe(0);
    expect(ExamGrader.grade(QUESTIONS, []).score).toBe(0);
  });

  it('refuses another exam’s question, a missing option, two answers to one question and two options on a single choice', () => {
    expect(() => ExamGrader.grade(QUESTIONS, [{ questionId: 9, choice: 'A' }])).toThrow('答案中包含不属于本考试的题目');
    expect(() => ExamGrader.grade(QUESTIONS, [{ questionId: 3, choice: 'C' }])).toThrow('答案中包含不存在的选项');
    expect(() => ExamGrader.grade(QUESTIONS, [{ questionId: 1, choice: 'A' }, { questionId: 1, choice: 'B' }])).toThrow('同一道题只能提交一个答案');
    expect(() => ExamGrader.grade(QUESTIONS, [{ questionId: 1, choice: 'AB' }])).toThrow('单选题和判断题只能选一个选项');
  });
});
