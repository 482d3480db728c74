/** Pixels for an employee's name on a chart's axis: one line of about NAME_CHARS characters. */
export const NAME_WIDTH = 150;
const NAME_CHARS = 20;

/** A name on one line: a longer one is cut with an ellipsis (the tooltip and the table have it whole). */
export const axisName = (name: string) => (name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1).trimEnd()}…` : name);
