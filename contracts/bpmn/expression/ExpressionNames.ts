import type { CompiledExpression, ExpressionNode } from './ExpressionAst.ts';

/**
 * The variables a parsed template reads: the names of its identifiers, each once, in order of
 * appearance. `form.amount` reads `form`, `lines[i]` reads `lines` and `i`; a property after a
 * dot is not a variable (the parser makes it a literal).
 */
export function variablesRead(compiled: CompiledExpression): string[] {
  const names = new Set<string>();
  const visit = (node: ExpressionNode): void => {
    switch (node.kind) {
      case 'identifier':
        names.add(node.name);
        return;
      case 'literal':
        return;
      case 'member':
        visit(node.object);
        visit(node.property);
        return;
      case 'unary':
        visit(node.operand);
        return;
      case 'binary':
      case 'logical':
        visit(node.left);
        visit(node.right);
        return;
      case 'conditional':
        visit(node.test);
        visit(node.consequent);
        visit(node.alternate);
        return;
    }
  };
  for (const part of compiled.parts) if (typeof part !== 'string') visit(part);
  return [...names];
}
