import type { DataExportDto } from '@cannaverse/contracts';
import { api } from '../../../app/api';

/** The member's data exports (issue 25): ask for one, watch it, download it (a plain link: the session cookie goes along). */
export const dataExportApi = api.injectEndpoints({
  endpoints: (build) => ({
    dataExports: build.query<DataExportDto[], void>({
      query: () => '/api/me/exports',
    }),
    requestDataExport: build.mutation<DataExportDto, void>({
      query: () => ({ url: '/api/me/export', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(dataExportApi.util.updateQueryData('dataExports', undefined, (list) => [data, ...list.filter((item) => item.id !== data.id)]));
      },
    }),
  }),
});

export const { useDataExportsQuery, useRequestDataExportMutation } = dataExportApi;
