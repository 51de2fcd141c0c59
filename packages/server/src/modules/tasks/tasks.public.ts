// What other modules may use of the tasks module (docs/architecture.md, "Module boundaries"): an automated task's
// name in a reader's language, for those who show task names (notifications, search, the coaching brief).
export { readerLanguage, renderTaskName, taskNameIn, type TaskNameTemplate } from './tasks.names.ts';
