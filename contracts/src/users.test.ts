import { describe, expect, it } from 'vitest';
import {
  firstResetPasswordError,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  signUpFormSchema,
} from './users';

describe('users', () => {
  it('register: name, email, password ≥ 8', () => {
    const good = { name: 'Ada', email: 'ada@example.com', password: '12345678' };
    expect(registerSchema('en').parse(good)).toEqual(good);
    expect(registerSchema('en').safeParse({ ...good, password: '1234567' }).error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters long',
    );
    expect(registerSchema('en').safeParse({ ...good, email: 'ada' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
    expect(registerSchema('en').safeParse({ ...good, name: '' }).error?.issues[0]?.message).toBe(
      'Name is required.',
    );
  });

  it('sign-up: confirmation must match', () => {
    const form = { name: 'Ada', email: 'ada@example.com', password: '12345678', confirmPassword: '12345679' };
    const result = signUpFormSchema('en').safeParse(form);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    });
    expect(signUpFormSchema('en').safeParse({ ...form, confirmPassword: '12345678' }).success).toBe(true);
  });

  it('login and forgot password', () => {
    expect(loginSchema('en').parse({ email: ' ada@example.com ', password: 'abcdefgh' })).toEqual({
      email: 'ada@example.com',
      password: 'abcdefgh',
    });
    expect(
      loginSchema('tr').safeParse({ email: 'ada@example.com', password: 'short' }).error?.issues[0]?.message,
    ).toBe('Şifre en az 8 karakter uzunluğunda olmalıdır');
    expect(forgotPasswordSchema('en').safeParse({ email: 'nope' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
  });

  it('reset password body and form order', () => {
    expect(
      resetPasswordSchema('en').safeParse({ password: 'short', email: 'ada@example.com' }).error?.issues[0]
        ?.message,
    ).toBe('Please enter at least 8 password characters.');
    expect(firstResetPasswordError({ password: 'short', confirmPassword: 'shorter' })).toBe(
      'Passwords do not match.',
    );
    expect(firstResetPasswordError({ password: 'short', confirmPassword: 'short' })).toBe(
      'Please enter at least 8 password characters.',
    );
    expect(firstResetPasswordError({ password: 'longenough', confirmPassword: 'longenough' })).toBeNull();
  });

  it('session response', () => {
    const session = { token: 'jwt', id: 'u1', isAdmin: true, name: 'Ada', email: 'ada@example.com' };
    expect(sessionResponseSchema.parse(session)).toEqual(session);
  });
});
