/** An account whose address has just been confirmed. */
export type ConfirmedAddress = { id: string; email: string };
type Listener = (user: ConfirmedAddress) => Promise<void>;

/**
 * Where a confirmed address is told (the mailed link, or an identity provider vouching for it at
 * account creation), for the modules that act on it: enrolment joins the batches staff added the
 * address to. Listeners are awaited in the request that confirmed it, one after another.
 */
export function addressConfirmations() {
  const listeners: Listener[] = [];
  return {
    on(listener: Listener) {
      listeners.push(listener);
    },
    async emit(user: ConfirmedAddress) {
      for (const listener of listeners) await listener(user);
    },
  };
}
export type AddressConfirmations = ReturnType<typeof addressConfirmations>;

declare module 'fastify' {
  interface FastifyInstance {
    addressConfirmations: AddressConfirmations;
  }
}
