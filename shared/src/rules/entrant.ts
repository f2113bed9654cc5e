/** An entrant (a player or a team) as the pure competition algorithms see it: only its id. */
export type EntrantId = string | number;
