/**
 * The `origin` query value of a visitor sent by the sister care site (docs/spec.md, "Routes"): kept
 * in session storage, it shows the button back to the care site on every page of the visit.
 */
export const CARE_ORIGIN = 'care';
