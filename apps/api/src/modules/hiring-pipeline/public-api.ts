// What other modules may use of the hiring pipeline (ADR 118).
export { hiringPipelineRoutes } from './routes';
export { practiceMessageEmail } from './pipeline-emails';
