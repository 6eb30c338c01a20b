import type { FastifyPluginAsync } from 'fastify';
import type { FormTokenAnswer } from '../../../application/client/lead-forms-client.port';
import type { IssueFormToken } from '../../../application/leads/issue-form-token.use-case';

export interface FormTokenRoutesOptions {
  issueFormToken: Pick<IssueFormToken, 'execute'>;
}

/** `GET /api/form-token` answer: the token and its window, as ISO 8601 instants (the client port's contract). */
export type FormTokenBody = FormTokenAnswer;

/**
 * `GET /api/form-token` (issue 10; site chosen by Host, so the tenancy plugin has set
 * `request.site`): a new signed form token for a lead form of this site. Each answer is a new
 * token, so none is ever cached or shared.
 */
export const formTokenRoutes: FastifyPluginAsync<FormTokenRoutesOptions> = async (app, options) => {
  app.get('/api/form-token', async (request, reply): Promise<FormTokenBody> => {
    const result = await options.issueFormToken.execute({ site: request.site })();
    // Issuing cannot fail (the use case's failure type is never).
    const issued = result._tag === 'Right' ? result.right : (result.left satisfies never);
    reply.header('cache-control', 'no-store');
    return {
      token: issued.token,
      issued_at: issued.issuedAt.toISOString(),
      usable_from: issued.usableFrom.toISOString(),
      expires_at: issued.expiresAt.toISOString(),
    };
  });
};
