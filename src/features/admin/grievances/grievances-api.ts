import type {
  GrievanceAnswer,
  GrievanceAnswerResponse,
  GrievancesResponse,
} from '../../../../contract/grievances'
import { adminApi } from '../admin-api'

const grievancesApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminGrievance'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminGrievances: build.query<GrievancesResponse, void>({
      query: () => '/auth/admin/grievances',
      providesTags: [{ type: 'AdminGrievance', id: 'LIST' }],
    }),
    answerGrievance: build.mutation<GrievanceAnswerResponse, GrievanceAnswer & { id: string }>({
      query: ({ id, answer }) => ({
        url: `/auth/admin/grievances/${encodeURIComponent(id)}/answer`,
        method: 'POST',
        body: { answer },
      }),
      invalidatesTags: [{ type: 'AdminGrievance', id: 'LIST' }],
    }),
  }),
})

export const { useGetAdminGrievancesQuery, useAnswerGrievanceMutation } = grievancesApi
