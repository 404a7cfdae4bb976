// The closed loop the approval benches share: each client waits for an answer before it asks again.

/**
 * One client: the demo's 合同审批 forward path for `contract`, start to finish (张三 starts it; 李四,
 * 赵六 and 王五 look their task up and agree), until `state.stopped` or `maxContracts` contracts.
 * `next()` names the server each request goes to. While `state.measuring`: each action's latency
 * (a start or an agreement) goes to state.latencies, finished contracts to state.contracts, and
 * requests, the look-ups included, to state.requests.
 */
export async function closedLoopClient({ request, contract, next, tokens, state, maxContracts = Infinity }) {
  const timed = async (work) => {
    const started = process.hrtime.bigint();
    const result = await work();
    if (state.measuring) state.latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    return result;
  };
  const agree = async (user, procInstId) => {
    const info = await request(next(), 'GET', `/workflow/runtime/query/getMessageProcessInfo?procInstId=${procInstId}`, { token: tokens[user] });
    if (state.measuring) state.requests++;
    await timed(() =>
      request(next(), 'POST', '/demoself/agreementForm/operate/completeTask', {
        token: tokens[user],
        json: { taskOperationDTO: { taskId: info.taskId, procInstId, taskDefKey: info.taskDefKey, comment: '同意' }, agreementFormDTO: contract },
      }),
    );
  };
  while (!state.stopped && state.contracts < maxContracts) {
    const { procInstId } = await timed(() =>
      request(next(), 'POST', '/demoself/agreementForm/operate/startProcessInst', { token: tokens.zhangsan, json: { startProcessDTO: { procDefKey: 'agreement' }, agreementFormDTO: contract } }),
    );
    await agree('lisi', procInstId);
    await agree('zhaoliu', procInstId);
    await agree('wangwu', procInstId);
    if (state.measuring) {
      state.contracts++;
      state.requests += 4;
    }
  }
}
