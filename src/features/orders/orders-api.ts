// The viewer's receipts, a page at a time (`GET /auth/user/orders`): an RTK Query infinite query whose
// 'Load more' fetches the page after the last.
import { ORDERS_PAGE_SIZE, type OrdersResponse } from '../../../contract/orders'
import { api } from '../../api/api'

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.infiniteQuery<OrdersResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: '/auth/user/orders',
        params: { limit: ORDERS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      // A purchase, a use or a refund changes the owned cards, and with them the orders.
      providesTags: [{ type: 'OwnedCard', id: 'LIST' }],
    }),
  }),
})

export const { useGetOrdersInfiniteQuery } = ordersApi
