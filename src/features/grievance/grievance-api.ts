// The grievance page's calls, both public (no token): who the grievance officer is, and filing a
// complaint (201 {ticket}). Filing changes nothing the app caches, so it invalidates no tags.
import type { GrievanceOfficer, GrievanceRequest, GrievanceTicket } from '../../../contract/grievances'
import { api } from '../../api/api'

export const grievanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGrievanceOfficer: build.query<GrievanceOfficer, void>({
      query: () => '/grievances/officer',
      extraOptions: { anonymous: true },
    }),
    fileGrievance: build.mutation<GrievanceTicket, GrievanceRequest>({
      query: (body) => ({ url: '/grievances', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
  }),
})

export const { useGetGrievanceOfficerQuery, useFileGrievanceMutation } = grievanceApi
