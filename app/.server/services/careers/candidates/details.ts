/**
 * A candidate's own details as every page shows them (decision 0035): staff's candidate page and
 * the candidate's private page read the same row the same way.
 */
import type { Selectable } from "kysely";
import { readStoredList } from "~/lib/careers/pipeline";
import type { CandidatesTable } from "../../../db/schema";
import { toFlag } from "../../../db/schema";

export interface CandidateDetails {
  id: number;
  fullName: string;
  email: string | null;
  phone: string | null;
  phoneWhatsapp: boolean;
  country: string;
  city: string;
  languages: string[];
  positions: string[];
  availableFrom: string | null;
  experienceYears: number;
  talentPoolUntil: string | null;
}

export function candidateDetailsOf(row: Selectable<CandidatesTable>): CandidateDetails {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    phoneWhatsapp: toFlag(row.phone_whatsapp),
    country: row.country,
    city: row.city,
    languages: readStoredList(row.languages),
    positions: readStoredList(row.positions),
    availableFrom: row.available_from,
    experienceYears: row.experience_years,
    talentPoolUntil: row.talent_pool_until,
  };
}
