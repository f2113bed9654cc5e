/** What other features of mf-competition use of the competition feature: the managed competition of the page. */
export { useManagedCompetition } from './components/match-management-layout';
