import { Type } from 'typebox';
import { SIGNED_IN } from '../../lib/access.js';
import { notFound } from '../../lib/httpErrors.js';
import { say } from '../../i18n/messages.js';
import { Closed, Open, protectedRoute, Str, type TypedApp } from '../../lib/schemas.js';
import { ALL_DIVISIONS } from '../../personas.js';

export default async function divisionRoutes(app: TypedApp): Promise<void> {
  const route = protectedRoute('files');
  app.get(
    '/api-admin/clients/divisions/:id',
    {
      schema: route(
        {
          // The upload screens look up their own division (the answer is not used).
          modules: SIGNED_IN,
          summary: 'One division (id and name)',
          params: Closed({ id: Str(64) }),
        },
        { 200: Open({ data: Open({ id: Type.String(), name: Type.String() }) }) },
        404,
      ),
    },
    async (request) => {
      const division = ALL_DIVISIONS.find((entry) => entry.id === request.params.id);
      if (!division) throw notFound(say('files.divisionNotFound', { id: request.params.id }));
      return { data: { id: division.id, name: division.name } };
    },
  );
}
