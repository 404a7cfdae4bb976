import { useCallback, useState } from 'react';
import { Alert, Button, Card, Checkbox, Modal, Radio, Result, Space, Spin, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService, useSessionSnapshot } from '../../../core/react/index.ts';
import type { ExamGrade } from './ClassroomApi.ts';
import { ClassroomNav } from './ClassroomNav.tsx';
import { CLASSROOM_PATHS } from './ClassroomSections.ts';
import { useDocumentTitle } from '../layout/PageTitle.tsx';
import { zhCN } from './zhCN.ts';

const LETTERS = 'ABCDEFGH';

/** /iClassroom/onlineExamDetail?id=: the questions; a signed-in learner answers and is graded by the server. */
export function ExamPage() {
  const api = useService(ApiClientId);
  const { accessToken } = useSessionSnapshot();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const load = useCallback(
    async () => (valid ? (await api.get('/website/classroom/exams/{id}', { path: { id }, silent: true })).data : Promise.reject(new Error('no id'))),
    [api, id, valid],
  );
  const { data: exam, loading, error } = useAsyncData(load);
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [grade, setGrade] = useState<ExamGrade | null>(null);
  const [submitting, setSubmitting] = useState(false);
  useDocumentTitle(exam ? `${exam.title} - ${zhCN.exam.title}` : zhCN.exam.title);

  if (loading && !exam) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (error || !exam) {
    return (
      <>
        <ClassroomNav />
        <Result status="404" title={zhCN.exam.notFound} extra={<Link to={CLASSROOM_PATHS.home}>{zhCN.classroom}</Link>} />
      </>
    );
  }

  const send = async () => {
    setSubmitting(true);
    try {
      const answers = exam.questions.map((q) => ({ questionId: q.id, choice: choices[q.id] ?? '' }));
      setGrade((await api.post('/website/classroom/exams/{id}/submission', { path: { id: exam.id }, body: { answers } })).data);
    } catch {
      // The HTTP client showed the server's message.
    } finally {
      setSubmitting(false);
    }
  };
  const submit = () => {
    const unanswered = exam.questions.filter((q) => !choices[q.id]).length;
    if (unanswered === 0) return void send();
    Modal.confirm({ title: zhCN.exam.submit, content: zhCN.exam.unanswered(unanswered), onOk: send });
  };
  const verdict = (questionId: number) => grade?.questions.find((g) => g.questionId === questionId);

  return (
    <>
      <ClassroomNav />
      <article style={{ background: '#fff', borderRadius: 8, padding: 24 }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {exam.title}
        </Typography.Title>
        <Typography.Text type="secondary">{zhCN.exam.meta(exam.questionCount, exam.totalScore, exam.passScore, exam.durationMinutes)}</Typography.Text>
        <Typography.Paragraph style={{ marginTop: 12 }}>{exam.intro}</Typography.Paragraph>
        {grade ? (
          <Alert
            role="status"
            type={grade.passed ? 'success' : 'warning'}
            showIcon
            message={`${zhCN.exam.result(grade.score, grade.total)} · ${grade.passed ? zhCN.exam.passed : zhCN.exam.failed}`}
            action={
              <Button
                size="small"
                onClick={() => {
                  setGrade(null);
                  setChoices({});
                }}
              >
                {zhCN.exam.again}
              </Button>
            }
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <ol style={{ paddingLeft: 0, listStyle: 'none' }}>
          {exam.questions.map((question, index) => {
            const options = question.options.map((text, i) => ({ value: LETTERS[i], label: `${LETTERS[i]}. ${text}` }));
            const chosen = choices[question.id] ?? '';
            const checked = verdict(question.id);
            return (
              <li key={question.id} style={{ marginBottom: 16 }}>
                <Card size="small" title={<span style={{ whiteSpace: 'normal' }}>{`${index + 1}. ${question.stem}`}</span>} extra={<Tag>{`${zhCN.exam.kinds[question.kind]} · ${zhCN.exam.score(question.score)}`}</Tag>}>
                  {question.kind === 'multiple' ? (
                    <Checkbox.Group
                      aria-label={question.stem}
                      disabled={Boolean(grade)}
                      options={options}
                      value={[...chosen]}
                      onChange={(values) => setChoices({ ...choices, [question.id]: [...values].sort().join('') })}
                      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
                    />
                  ) : (
                    <Radio.Group
                      aria-label={question.stem}
                      disabled={Boolean(grade)}
                      options={options}
                      value={chosen || undefined}
                      onChange={(event) => setChoices({ ...choices, [question.id]: String(event.target.value) })}
                      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
                    />
                  )}
                  {checked ? (
                    <Typography.Text type={checked.correct ? 'success' : 'danger'} style={{ display: 'block', marginTop: 8 }}>
                      {checked.correct ? zhCN.exam.right : zhCN.exam.wrong(checked.answer)}
                    </Typography.Text>
                  ) : null}
                </Card>
              </li>
            );
          })}
        </ol>
        {accessToken ? (
          grade ? null : (
            <Button type="primary" size="large" loading={submitting} onClick={submit}>
              {zhCN.exam.submit}
            </Button>
          )
        ) : (
          <Space>
            <Typography.Text type="secondary">{zhCN.exam.signInToAnswer}</Typography.Text>
            <Link to={CLASSROOM_PATHS.login}>{zhCN.exam.signIn}</Link>
          </Space>
        )}
      </article>
    </>
  );
}
