/** The syntax tree of one `${…}` expression. Trees are frozen once parsed and shared freely. */
export type ExpressionNode =
  | { readonly kind: 'literal'; readonly value: string | number | boolean | null }
  | { readonly kind: 'identifier'; readonly name: string }
  | { readonly kind: 'member'; readonly object: ExpressionNode; readonly property: ExpressionNode }
  | { readonly kind: 'unary'; readonly operator: UnaryOperator; readonly operand: ExpressionNode }
  | { readonly kind: 'binary'; readonly operator: BinaryOperator; readonly left: ExpressionNode; readonly right: ExpressionNode }
  | { readonly kind: 'logical'; readonly operator: '&&' | '||'; readonly left: ExpressionNode; readonly right: ExpressionNode }
  | { readonly kind: 'conditional'; readonly test: ExpressionNode; readonly consequent: ExpressionNode; readonly alternate: ExpressionNode };

export type UnaryOperator = '!' | '-' | 'empty';
export type BinaryOperator = '==' | '!=' | '<' | '>' | '<=' | '>=' | '+' | '-' | '*' | '/' | '%';

/**
 * A parsed template: literal text and expressions in order. A template that is exactly one
 * `${…}` evaluates to the expression's own value; anything else to a string.
 */
export interface CompiledExpression {
  readonly source: string;
  readonly parts: readonly (string | ExpressionNode)[];
}
