/** The type of every JSON answer. */
export const JSON_TYPE = 'application/json; charset=utf-8';
