import { registerResponse, type GameUser } from '@pitchside/contract/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

export interface RegisterInput {
  email: string;
  password: string;
  name: string;
  surname: string;
  player: GameUser;
  language: string;
}

/** `POST /api/account/register` with the payload of spec §3: game fields come from the found player. */
export function register({ email, password, name, surname, player, language }: RegisterInput) {
  return apiRequest('/account/register', {
    method: 'POST',
    body: {
      email: email.trim().toLowerCase(),
      password,
      name: name.trim(),
      surname: surname.trim(),
      referralid: player.ReferralId,
      fmid: player.Id,
      nickname: player.NickName,
      mainlevel: player.UserLevel,
      seasonlevel: player.SeasonLevel,
      teamname: player.TeamName,
      language,
    },
    wholeBody: true,
    schema: registerResponse,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
