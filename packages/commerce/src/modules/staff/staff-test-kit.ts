import { expect } from "vitest";
import type { StaffRole } from "../../shared/ownership.ts";
import { gql } from "../../testing/api-test-kit.ts";
import type { TestApi, TestResponse } from "../../testing/test-server.ts";

/** What the API tests of staff work share: adding staff members and signing them in over the API. */

export const STAFF_LOGIN = /* GraphQL */ `
  mutation StaffLogin($email: String!, $password: String!) {
    staffLogin(email: $email, password: $password) { success errorCode errorMessage staff { id name email role via contribution { isContributionModeEnabled previewMode xRayMode } } }
  }
`;

/** `eb_staff=<token>` from a response's Set-Cookie, ready for a Cookie header. */
export function staffCookie(response: TestResponse): string {
  const cookie = response.setCookies.find((value) => value.startsWith("eb_staff="));
  expect(cookie, "a staff cookie is set").toBeDefined();
  return cookie!.split(";")[0];
}

export interface TestStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** Adds the staff member (once per API) through the staff service. */
export async function addStaff(api: TestApi, member: TestStaffMember): Promise<void> {
  const added = await api.commerce.services.staff.add({ email: member.email, displayName: member.name, role: member.role, password: member.password });
  expect(added).toMatchObject({ ok: true });
}

/** A new staff session of `member` (over the API), as its cookie. */
export async function signInStaff(api: TestApi, member: TestStaffMember): Promise<string> {
  const response = await gql(api, STAFF_LOGIN, { email: member.email, password: member.password });
  expect(response.body.data.staffLogin.success).toBe(true);
  return staffCookie(response);
}
