/** The Lighthouse section of `pnpm bench:web`: what web-bench.ts and goals.ts use of it. */
export { CATEGORIES, type BudgetId, type LighthouseSection, type PageResult, type PageValues, type ReferenceValues } from './model';
export { type BudgetSummary, summarizeBudgets } from './budget-check';
export { languagesWithoutFonts } from './fonts';
export { printBudgetSummary, printLighthouseTables } from './report';
export { type LighthouseOptions, runLighthouse } from './run';
