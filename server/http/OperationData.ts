/**
 * The envelope's data of an operation's 200 answer, as contracts/generated types it:
 * `OperationData<operations['listOrgRoles']>`. Never for an operation without a JSON 200 answer.
 */
export type OperationData<Operation> = Operation extends { responses: { 200: { content: { 'application/json': { data: infer Data } } } } } ? Data : never;
