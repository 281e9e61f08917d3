export { mailOverdueGrievances } from './grievances'
