import type { LeadRepository } from './lead-repository.port';

/** DI tokens of the leads area (bound in config/container.ts). */
export const LEADS = {
  LeadRepository: Symbol.for('caryard.leads.LeadRepository') as symbol & { __type?: LeadRepository },
} as const;
