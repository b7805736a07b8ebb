import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { ChallengePurpose, Credential, DeskStore, Staff } from '../store/types';

/**
 * The WebAuthn ceremonies (@simplewebauthn/server): the relying party is SITE_URL's host, the only
 * accepted origin SITE_URL's origin. Every challenge is stored server-side, used once (deleted as it
 * is checked, so a replayed assertion finds none) and valid 5 minutes. Passkeys are discoverable and
 * user-verified (the phone's fingerprint, face or screen lock): no user name to type.
 */

export interface RelyingParty {
  name: string;
  id: string;
  origin: string;
}

const CHALLENGE_MS = 5 * 60_000;

export class Passkeys {
  constructor(
    private readonly store: DeskStore,
    private readonly rp: RelyingParty,
    private readonly now: () => Date,
  ) {}

  private expiry(): string {
    return new Date(this.now().getTime() + CHALLENGE_MS).toISOString();
  }

  /** Checks the response's challenge against the store, deleting it: true once, for the right purpose and person. */
  private challengeCheck(purpose: ChallengePurpose, staffId: string | null) {
    return async (challenge: string) => {
      const taken = await this.store.takeChallenge(challenge, purpose, this.now().toISOString());
      return taken !== null && taken.staffId === staffId;
    };
  }

  async registrationOptions(staff: Staff, purpose: 'enrol' | 'add-passkey') {
    const existing = await this.store.listCredentials(staff.id);
    const options = await generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userName: staff.email,
      userDisplayName: staff.name,
      userID: new TextEncoder().encode(staff.id),
      attestationType: 'none',
      excludeCredentials: existing.map((credential) => ({
        id: credential.id,
        transports: credential.transports as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.store.saveChallenge(options.challenge, purpose, staff.id, this.expiry());
    return options;
  }

  /** The new passkey, verified; null when the response or its challenge is refused. */
  async verifyRegistration(
    staff: Staff,
    purpose: 'enrol' | 'add-passkey',
    response: RegistrationResponseJSON,
  ): Promise<Credential | null> {
    try {
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: this.challengeCheck(purpose, staff.id),
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: true,
      });
      if (!result.verified) return null;
      const { credential } = result.registrationInfo;
      return {
        id: credential.id,
        staffId: staff.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        createdAt: this.now().toISOString(),
      };
    } catch {
      return null;
    }
  }

  async signInOptions() {
    const options = await generateAuthenticationOptions({ rpID: this.rp.id, userVerification: 'required' });
    await this.store.saveChallenge(options.challenge, 'sign-in', null, this.expiry());
    return options;
  }

  /** The person signing in, or null: unknown passkey, revoked person, spent challenge, bad signature. */
  async verifySignIn(response: AuthenticationResponseJSON): Promise<Staff | null> {
    const credential = typeof response?.id === 'string' ? await this.store.findCredential(response.id) : null;
    if (!credential || credential.staff.revokedAt) return null;
    try {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: this.challengeCheck('sign-in', null),
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        credential: {
          id: credential.id,
          publicKey: credential.publicKey as Uint8Array<ArrayBuffer>,
          counter: credential.counter,
          transports: credential.transports as AuthenticatorTransport[],
        },
        requireUserVerification: true,
      });
      if (!result.verified) return null;
      await this.store.updateCounter(credential.id, result.authenticationInfo.newCounter, this.now().toISOString());
      return credential.staff;
    } catch {
      return null;
    }
  }
}
