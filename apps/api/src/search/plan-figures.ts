import { sql } from "drizzle-orm";

/**
 * A payment plan's figures as planFigures() computes them (@capital/contract/payment-plan), in SQL
 * over a unit `u` and one of its plans `pp`: what unit search filters by, and what a saved search's
 * alerts match with.
 */
export const planDownPayment = sql`round(u.total_price::numeric * pp.deposit / 100)`;
export const planMonthlyInstalment = sql`(u.total_price - ${planDownPayment}::bigint) / (pp.years * 12)`;
