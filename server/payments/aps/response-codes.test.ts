import { expect, test } from 'vitest'
import { classifyApsAnswer, classifyApsStatusAnswer } from './response-codes.ts'

test('purchase success, tokenization success and the 3-D Secure request', () => {
	expect(classifyApsAnswer({ status: '14', response_code: '14000' })).toEqual({ kind: 'paid' })
	expect(classifyApsAnswer({ status: '18', response_code: '18000' })).toEqual({ kind: 'tokenized' })
	expect(classifyApsAnswer({ status: '20', response_code: '20064', '3ds_url': 'https://acs.example/3ds' })).toEqual({ kind: 'challenge' })
})

test('on hold without a 3-D Secure address, pending and uncertain are not final', () => {
	expect(classifyApsAnswer({ status: '20', response_code: '20064' })).toEqual({ kind: 'pending' })
	expect(classifyApsAnswer({ status: '19', response_code: '19000' })).toEqual({ kind: 'pending' })
	expect(classifyApsAnswer({ status: '15', response_code: '15777' })).toEqual({ kind: 'pending' })
})

test('declines carry the reason a customer message is chosen by', () => {
	const reason = (status: string, code: string) => classifyApsAnswer({ status, response_code: code })
	expect(reason('13', '13029')).toEqual({ kind: 'declined', reason: 'insufficient_funds', code: '13029' })
	expect(reason('13', '13030')).toEqual({ kind: 'declined', reason: 'authentication_failed', code: '13030' })
	expect(reason('13', '13787')).toEqual({ kind: 'declined', reason: 'authentication_failed', code: '13787' })
	expect(reason('13', '13012')).toEqual({ kind: 'declined', reason: 'expired_card', code: '13012' })
	expect(reason('13', '13666')).toEqual({ kind: 'declined', reason: 'declined', code: '13666' })
	expect(reason('17', '17016')).toEqual({ kind: 'declined', reason: 'invalid_card', code: '17016' })
	expect(reason('17', '17100')).toEqual({ kind: 'declined', reason: 'invalid_card', code: '17100' })
	// Any card detail tokenization refuses is the card's; a malformed request is ours.
	expect(reason('17', '17002')).toEqual({ kind: 'declined', reason: 'invalid_card', code: '17002' })
	expect(reason('00', '00016')).toEqual({ kind: 'declined', reason: 'invalid_card', code: '00016' })
	expect(reason('00', '00044')).toEqual({ kind: 'declined', reason: 'invalid_card', code: '00044' })
	expect(reason('00', '00008')).toEqual({ kind: 'declined', reason: 'invalid_request', code: '00008' })
	expect(reason('00', '00001')).toEqual({ kind: 'declined', reason: 'invalid_request', code: '00001' })
})

test('the status comes from response_code when the answer has no status field', () => {
	expect(classifyApsAnswer({ response_code: '14000' })).toEqual({ kind: 'paid' })
	expect(classifyApsAnswer({ response_code: 13029 })).toEqual({ kind: 'declined', reason: 'insufficient_funds', code: '13029' })
})

test('a successful status check classifies the latest operation', () => {
	const check = (transaction_status: string, transaction_code: string) =>
		classifyApsStatusAnswer({ status: '12', response_code: '12000', transaction_status, transaction_code })
	expect(check('14', '14000')).toEqual({ kind: 'paid' })
	expect(check('13', '13029')).toEqual({ kind: 'declined', reason: 'insufficient_funds', code: '13029' })
	// Waiting for the customer's 3-D Secure answer: from the server's side, pending.
	expect(check('20', '20064')).toEqual({ kind: 'pending' })
	expect(check('19', '19000')).toEqual({ kind: 'pending' })
	expect(classifyApsStatusAnswer({ status: '12', response_code: '12000' })).toEqual({ kind: 'pending' })
})

test('an unknown reference, and a refused query that says nothing about the payment', () => {
	expect(classifyApsStatusAnswer({ status: '11', response_code: '11036' })).toEqual({ kind: 'not_found' })
	expect(classifyApsStatusAnswer({ status: '00', response_code: '00036' })).toEqual({ kind: 'not_found' })
	expect(classifyApsStatusAnswer({ status: '00', response_code: '00008' })).toEqual({ kind: 'query_failed', code: '00008' })
	expect(classifyApsStatusAnswer({ status: '11', response_code: '11006' })).toEqual({ kind: 'query_failed', code: '11006' })
})
