import {
  catalogueResponse,
  productResponse,
  type CatalogueProduct,
  type ProductUpdate,
} from '@pitchside/contract/admin-catalogue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { adminKeys } from './admin-keys';

export type { CatalogueProduct, ProductUpdate };

const catalogueKey = [...adminKeys.all, 'products'] as const;

/** GET /api/admin/products: every product, hidden ones included (admin). */
export function catalogueQueryOptions() {
  return queryOptions({
    queryKey: catalogueKey,
    queryFn: ({ signal }) =>
      apiRequest('/admin/products', { schema: catalogueResponse, wholeBody: true, signal }).then(
        (body) => body.data,
      ),
  });
}

export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}

/** PUT /api/admin/products/{id}: the new price and contents, sold from now on. */
export function useUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductUpdate) =>
      apiRequest(`/admin/products/${id}`, {
        method: 'PUT',
        body,
        schema: productResponse,
        wholeBody: true,
      }).then((answer) => answer.data),
    onSuccess: (product) => {
      queryClient.setQueryData<CatalogueProduct[]>(catalogueKey, (list) =>
        list?.map((row) => (row.id === product.id ? product : row)),
      );
      // The dashboard and the log show the change too; the shop's own queries are the players'.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      // Names are read from one list everywhere (shop, history, notifications): read it again.
      void queryClient.invalidateQueries({ queryKey: ['shop', 'product-names'] });
    },
  });
}
