// What other slices read of schedules (docs/architecture.md#slices): the facts a rule check of a month needs, from the log.
export { logRuleFacts, ruleFactsFor } from './rule-facts.ts';
