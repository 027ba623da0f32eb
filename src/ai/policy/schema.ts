import { z } from 'zod';

export const AiPolicy = z.object({
  aiEnabled: z.boolean().describe('Master switch: false disables AI for everyone in the clinic'),
  disabledForEmployees: z.boolean().describe('With aiEnabled, true blocks AI for staff; owners and admins keep access'),
}).meta({ id: 'AiPolicy' });
export type AiPolicy = z.infer<typeof AiPolicy>;

/** Both fields are required: the PUT states the whole policy. */
export const UpdateAiPolicyBody = z.object({
  aiEnabled: z.boolean(),
  disabledForEmployees: z.boolean(),
});

export const DEFAULT_AI_POLICY: AiPolicy = { aiEnabled: true, disabledForEmployees: false };
