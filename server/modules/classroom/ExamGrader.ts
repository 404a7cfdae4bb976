import { ApiError } from '../../http/ApiError.ts';
import { zhCN } from './zhCN.ts';

/** A question as grading needs it. */
export interface GradedQuestion {
  id: number;
  kind: string;
  optionCount: number;
  /** The right option letters in order. */
  answer: string;
  score: number;
}

export interface ExamAnswer {
  questionId: number;
  choice: string;
}

export interface Grade {
  score: number;
  total: number;
  questions: { questionId: number; correct: boolean; answer: string }[];
}

const LETTERS = 'ABCDEFGH';

/**
 * Grades a submission: a question scores its points only when exactly its right options are
 * chosen (order and repeats do not matter); an unanswered one scores 0. Answers naming another
 * exam's question, an option the question lacks, or two options of a single-choice question
 * are refused (400), so a bad client is told rather than silently scored.
 */
export class ExamGrader {
  static grade(questions: readonly GradedQuestion[], answers: readonly ExamAnswer[]): Grade {
    const byId = new Map(questions.map((q) => [q.id, q]));
    const chosen = new Map<number, string>();
    for (const { questionId, choice } of answers) {
      const question = byId.get(questionId);
      if (!question) throw new ApiError(400, zhCN.notAQuestion);
      if (chosen.has(questionId)) throw new ApiError(400, zhCN.answeredTwice);
      const letters = [...new Set(choice)].sort().join('');
      if ([...letters].some((letter) => LETTERS.indexOf(letter) >= question.optionCount)) throw new ApiError(400, zhCN.badChoice);
      if (question.kind !== 'multiple' && letters.length > 1) throw new ApiError(400, zhCN.singleChoice);
      chosen.set(questionId, letters);
    }
    let score = 0;
    let total = 0;
    const graded = questions.map((question) => {
      total += question.score;
      const correct = chosen.get(question.id) === question.answer;
      if (correct) score += question.score;
      return { questionId: question.id, correct, answer: question.answer };
    });
    return { score, total, questions: graded };
  }
}
