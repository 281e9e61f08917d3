import type { Selectable } from 'kysely'
import type { GrievanceAbout } from '../../contract/grievances'
import type { Locale } from '../../contract/locale'

// Grievances (owned by the grievances module, migration 053-grievances): every complaint filed at
// /grievance, with its ticket number, due date and the administrator's answer.

export interface GrievanceTable {
  id: string
  /** 'GRV-2627/00001': unique, in order within an Indian financial year. */
  ticket: string
  name: string
  /** As typed (the acknowledgement and the answer go to it). */
  email: string
  /** Lower-cased: the per-address limit counts case-insensitively. */
  email_key: string
  about: GrievanceAbout
  complaint: string
  link: string | null
  ip: string | null
  created_at: string
  /** 24 hours after filing for impersonation, otherwise 15 days (GRIEVANCE_RESOLVE_HOURS). */
  due_at: string
  answer: string | null
  answered_at: string | null
  /** The administrator who answered. */
  answered_by: string | null
  /** When the administrators were mailed that it is overdue: once per ticket. */
  overdue_mailed_at: string | null
  /** The language it was filed in (migration 055): its acknowledgement and answer speak it. */
  locale: Locale
}

export interface GrievanceTables {
  grievances: GrievanceTable
}

export type GrievanceRow = Selectable<GrievanceTable>
