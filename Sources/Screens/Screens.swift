// The sign-in screen lives in SignIn/.
