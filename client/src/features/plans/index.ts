// The session plans' public entry: what the board page shows of them.
export { PlanReturn } from './PlanReturn';
