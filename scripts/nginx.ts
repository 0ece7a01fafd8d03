/**
 * The nginx the cluster test puts in front of its instances (tests/cluster/): Debian's package
 * (`nginx`), or another binary named by NGINX. /usr/sbin is not on every user's PATH.
 */
import { existsSync } from 'node:fs'

export const NGINX = process.env.NGINX || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')
