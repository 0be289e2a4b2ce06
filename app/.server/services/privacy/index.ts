/**
 * Personal data (decision 0039): the register of every table that can hold a person's data, and
 * finding, copying and erasing one person's rows across it. What the rest of the app may call of
 * this domain (decision 0030): code outside this folder imports this file only.
 */
export { databaseTables, looksPersonal, registerProblems, type TableColumns, wordsOf } from "./check";
export { type ErasedCounts, type ErasureResult, erasePersonalData } from "./erase";
export { type ExportEntry, exportPersonalData, type PersonalDataExport, WITHHELD } from "./export";
export {
  type FoundEntry,
  type FoundPersonalData,
  findPersonalData,
  type NormalizedIdentifier,
  normalizeIdentifier,
  type PersonIdentifier,
  type RowKey,
} from "./find";
export {
  ERASED,
  isPersonal,
  type Link,
  type Match,
  type NonPersonalEntry,
  PERSONAL_DATA_REGISTER,
  type PersonalEntry,
  type RegisterEntry,
  registerFor,
} from "./register";
