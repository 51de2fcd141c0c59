// The applications module's public file (docs/architecture.md, "Module boundaries"): what other modules may call of
// it. The exports module writes the pipeline's export with these (applications.export.ts decides who may export
// which applications and what the file holds).
export {
  applicationsExportTable,
  checkApplicationsExport,
  parseExportFilters,
  type ApplicationsExportFilters,
} from './applications.export.ts';
