// The built-in check library: what an audit evaluates, what reports and exports cite. Other capabilities
// import it from here only, never from the files behind it.
export { CHECKS, checkById, checksFor, FIRST_CHECKS } from './catalogue.ts'
export { CATALOGUE_DOCUMENT, CATALOGUE_END, CATALOGUE_START, catalogueDocument, catalogueMarkdown } from './catalogue-markdown.ts'
export {
  addToIndex, COMPLIANCE_FRAMEWORKS, emptyIndex, INDEX_KINDS,
  type Check, type ComplianceFramework, type IndexBuilder, type InventoryIndex,
} from './check.ts'
export {
  appliesTo, FRAMEWORKS, frameworkById, isFrameworkId, standardName,
  type Framework, type FrameworkId, type Requirement,
} from './frameworks/index.ts'
export { complianceOfCheck, complianceReferences, requirementLabels, type ComplianceReferences } from './frameworks/compliance-references.ts'
