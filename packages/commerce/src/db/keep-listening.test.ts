import { describe, expect, it, vi } from "vitest";
import { keepListening } from "./keep-listening.ts";

/** Listening kept up (db/keep-listening.ts), with a fake connection: what a close during the first read reports. */
describe("keepListening", () => {
  it("reports nothing when it is closed while its first read is under way and that read then fails", async () => {
    let failRead: (error: Error) => void = () => undefined;
    const onError = vi.fn();
    const listening = keepListening(
      { listen: async () => async () => undefined },
      "channel",
      {
        message: () => undefined,
        lost: () => undefined,
        // The database is closed under the read, as when a short command ends.
        started: () => new Promise<void>((_resolve, reject) => (failRead = reject)),
      },
      onError,
    );
    await vi.waitFor(() => expect(failRead).not.toBe(undefined));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await listening.close();
    failRead(new Error("driver has already been destroyed"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onError).not.toHaveBeenCalled();
  });

  it("reports a failed first read while it is open, and tries again", async () => {
    const onError = vi.fn();
    let attempts = 0;
    const listening = keepListening(
      { listen: async () => async () => undefined },
      "channel",
      {
        message: () => undefined,
        lost: () => undefined,
        started: async () => {
          attempts += 1;
          throw new Error("database unavailable");
        },
      },
      onError,
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    await listening.close();
    expect(attempts).toBe(1);
  });
});
