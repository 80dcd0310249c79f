// What other modules may use of the practice's hiring numbers (ADR 121).
export { hiringNumbersRoutes } from './routes';
