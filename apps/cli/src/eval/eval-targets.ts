/** The targets: shares of devset rows (matchfix is a ceiling, the others floors). */
export interface EvalTargets {
  publisher: number;
  product: number;
  version: number;
  matchfix: number;
}

export const EVAL_TARGETS: Readonly<Record<'plain' | 'unseen', EvalTargets>> = {
  plain: { publisher: 0.98, product: 0.95, version: 0.97, matchfix: 0.03 },
  unseen: { publisher: 0.95, product: 0.9, version: 0.93, matchfix: 0.1 },
};
