/**
 * A software authenticator for tests (decision 0023): an ES256 key made with node:crypto, real
 * "none" attestations when registering and real signed assertions when signing in, as a browser
 * hands them to the server (@simplewebauthn/browser's JSON). Nothing is mocked: the server's
 * WebAuthn library checks them as it checks a phone's or a security key's.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { encodeCbor } from "./cbor";

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const base64url = (data: Buffer) => data.toString("base64url");

/** What the server's options hold that an authenticator reads. */
interface CeremonyOptions {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export interface Gesture {
  /** The signature counter this use reports (authenticators count up; a clone repeats one). */
  counter?: number;
  /** Whether the device checked the person (PIN, biometrics); passkeys must (decision 0023). */
  userVerified?: boolean;
  /** The page's origin as the browser reports it. */
  origin?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  private userHandle = "";
  private counter = 0;

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {}

  get id(): string {
    return base64url(this.credentialId);
  }

  private authenticatorData(flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** A new credential for the registration options' user, as `startRegistration` answers. */
  register(options: CeremonyOptions, gesture: Gesture = {}) {
    this.userHandle = options.user?.id ?? "";
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, encodeCbor(coseKey)]);
    const flags = FLAG_USER_PRESENT | FLAG_ATTESTED_CREDENTIAL | (gesture.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    this.counter = gesture.counter ?? 0;
    const authData = this.authenticatorData(flags, this.counter, attested);
    const attestationObject = encodeCbor({ fmt: "none", attStmt: {}, authData });
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: base64url(this.clientData("webauthn.create", options.challenge, gesture.origin)),
        attestationObject: base64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** A signed answer to the sign-in options' challenge, as `startAuthentication` answers. */
  authenticate(options: CeremonyOptions, gesture: Gesture = {}) {
    this.counter = gesture.counter ?? (this.counter + 1) % 2 ** 32;
    const flags = FLAG_USER_PRESENT | (gesture.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const authData = this.authenticatorData(flags, this.counter);
    const clientData = this.clientData("webauthn.get", options.challenge, gesture.origin);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: base64url(clientData),
        authenticatorData: base64url(authData),
        signature: base64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
