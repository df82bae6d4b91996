// SPDX-License-Identifier: GPL-2.0
/*
 * MAC addresses and set-mac: what U-Boot's fdt_fixup_ethernet()
 * (boot/fdt_support.c) writes, replicated on a blob. Behaviour, as read
 * in U-Boot's source (default build, without FDT_SEQ_MACADDR_FROM_ENV):
 *
 *  - nothing is done when the tree has no /aliases node;
 *  - every property of /aliases whose name starts with "ethernet" is
 *    visited in order; the plain name "ethernet" is index 0, any other
 *    name has the index of its trailing decimal number (trailing_strtol():
 *    "ethernet1" 1, "ethernet01" 1, "ethernet-phy0" 0), and a name
 *    without a trailing number is skipped;
 *  - index 0 reads the environment variable "ethaddr", index N "ethNaddr";
 *    an unset variable skips the alias;
 *  - the alias value is looked up with fdt_path_offset(); a missing node
 *    is reported and skipped. usbdt takes an absolute path only
 *    (usbdt_alias_value_offset()): libfdt's fdt_path_offset() follows a
 *    relative value as another alias, recursively (libfdt 1.6.1 overflows
 *    its stack on "ethernet0 = "ethernet0""), so an alias U-Boot would
 *    use whose value is not an absolute path string is an error before
 *    any edit (exit 1, the file untouched);
 *  - "mac-address" is written only if the node already has it,
 *    "local-mac-address" is always written (created when missing);
 *  - "usbethaddr" is not read by fdt_fixup_ethernet() at all: U-Boot's
 *    USB Ethernet drivers program it into the adapter. Board code can
 *    copy it: board/raspberrypi/rpi/rpi.c sets "ethaddr" from
 *    "usbethaddr" when "ethaddr" is unset. usbdt does the same only with
 *    --usbethaddr-fallback (an extension, off by default).
 *
 * Deviation: U-Boot parses the value leniently (six hextoul() fields,
 * any separator) because its environment rejects malformed "ethaddr"
 * values when they are set (env flags, eth_validate_ethaddr_str()).
 * usbdt applies that validation here instead, and also refuses multicast
 * and all-zero addresses, which Linux would discard for a random one.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include <libfdt.h>
#include <zlib.h>

#include "usbdt.h"

/*
 * xx:xx:xx:xx:xx:xx, one or two hex digits per field, as U-Boot's env.
 * Not glibc's ether_aton_r(): it reads the same fields but takes anything
 * after the sixth ("02:11:22:33:44:55:66" passes); see README.md.
 */
int usbdt_mac_parse(const char *s, uint8_t mac[6])
{
	int i, n;
	unsigned int v;

	for (i = 0; i < 6; i++) {
		for (n = 0, v = 0; n < 2 && isxdigit((unsigned char)s[n]); n++)
			v = v * 16 + (unsigned int)(isdigit((unsigned char)s[n]) ?
				s[n] - '0' : tolower((unsigned char)s[n]) - 'a' + 10);
		if (n == 0)
			return USBDT_EINVAL;
		mac[i] = (uint8_t)v;
		s += n;
		if (*s != (i == 5 ? '\0' : ':'))
			return USBDT_EINVAL;
		s++;
	}
	return 0;
}

int usbdt_mac_valid(const uint8_t mac[6], const char **why)
{
	if (!(mac[0] | mac[1] | mac[2] | mac[3] | mac[4] | mac[5])) {
		*why = "the all-zero address";
		return USBDT_EINVAL;
	}
	if (mac[0] & 1) {
		*why = "a multicast address";
		return USBDT_EINVAL;
	}
	return 0;
}

void usbdt_mac_format(const uint8_t mac[6], char buf[18])
{
	snprintf(buf, 18, "%02x:%02x:%02x:%02x:%02x:%02x",
		 mac[0], mac[1], mac[2], mac[3], mac[4], mac[5]);
}

/* ---- U-Boot environment text: name=value lines ---- */

static int env_add(struct usbdt_env *env, const char *line, size_t len)
{
	const char *eq = memchr(line, '=', len);
	struct usbdt_env_var *nv;
	size_t nl;

	if (!eq || eq == line)
		return 0;	/* not an assignment: ignored */
	nl = (size_t)(eq - line);
	if (env->n >= USBDT_ENV_MAX)
		return USBDT_EINVAL;
	nv = realloc(env->v, sizeof(*nv) * (size_t)(env->n + 1));
	if (!nv)
		return USBDT_ENOMEM;
	env->v = nv;
	nv[env->n].name = strndup(line, nl);
	nv[env->n].value = strndup(eq + 1, len - nl - 1);
	env->n++;
	if (!nv[env->n - 1].name || !nv[env->n - 1].value)
		return USBDT_ENOMEM;
	return 0;
}

/* a name U-Boot's environment can hold: no white space, no '=' */
static bool env_name_ok(const char *line, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (isspace((unsigned char)line[i]) || !isprint((unsigned char)line[i]))
			return false;
	return n > 0;
}

/*
 * Lines "name=value" (fw_printenv, "env export -t"); blank lines and lines
 * starting with '#' are skipped, a trailing CR is dropped, a later
 * assignment overrides an earlier one (usbdt_env_get() searches from the
 * end). A value may go on over the next lines, each line break escaped
 * by a backslash, as "env export -t" writes it and "env import -t"
 * reads it (U-Boot 2025.01 lib/hashtable.c, himport_r(): lines 915-919
 * take "\\" and the next character, a newline too, into the value);
 * usbdt keeps the value's first line only (no MAC address spans two).
 * Refused (USBDT_EENV, *badline and *badwhy set), since skipping the
 * line would leave a node without its address or with an address U-Boot
 * would not give it:
 *  - a line without '=': himport_r() takes "name" (and "name=") as
 *    "delete the variable" (lines 895-911), which a file given to usbdt
 *    has no use for; more likely a typo ("ethaddr 02:...");
 *  - an empty name ("=value"): himport_r() fails the whole import
 *    (lines 922-927);
 *  - a name with white space or a control character ("ethaddr = ..."):
 *    not a name U-Boot's environment holds;
 *  - a NUL byte.
 */
int usbdt_env_parse(const char *text, size_t len, struct usbdt_env *env)
{
	size_t i = 0, n, k;
	const char *eq, *why;
	bool cont = false;	/* this line continues the last value */
	int ret, lineno = 0;

	env->v = NULL;
	env->n = 0;
	env->badline = 0;
	env->badwhy = NULL;
	env->binary = USBDT_ENV_TEXT;
	while (i < len) {
		const char *line = text + i;
		const char *nl = memchr(line, '\n', len - i);
		bool was_cont = cont;

		lineno++;
		n = nl ? (size_t)(nl - line) : len - i;
		i += n + (nl ? 1 : 0);
		if (n && line[n - 1] == '\r')
			n--;
		/* an odd number of trailing backslashes escapes the line break */
		for (k = 0; k < n && line[n - 1 - k] == '\\'; k++)
			;
		cont = k % 2 == 1;
		why = memchr(line, '\0', n) ? "a NUL byte" : NULL;
		if (!why && was_cont)
			continue;
		if (!why && (!n || line[0] == '#')) {
			cont = false;
			continue;
		}
		eq = memchr(line, '=', n);
		if (why)
			;
		else if (!eq)
			why = "no '=' (U-Boot's env import takes a bare name as \"delete it\")";
		else if (eq == line)
			why = "no name before '='";
		else if (!env_name_ok(line, (size_t)(eq - line)))
			why = "white space or a control character in the name (no white space around '=')";
		if (why) {
			usbdt_env_free(env);
			env->badline = lineno;
			env->badwhy = why;
			return USBDT_EENV;
		}
		ret = env_add(env, line, n - (cont ? 1 : 0));
		if (ret) {
			usbdt_env_free(env);
			return ret;
		}
	}
	return 0;
}

/* CRC-32 (IEEE 802.3, reflected), as U-Boot's env header carries it: zlib's */
static uint32_t env_crc32(const uint8_t *p, size_t n)
{
	return (uint32_t)crc32_z(0, p, n);
}

/* name=value\0...\0\0 of a binary environment's data area */
static int env_parse_data(const char *d, size_t len, struct usbdt_env *env)
{
	size_t i = 0, n;
	int ret;

	while (i < len && d[i]) {
		n = strnlen(d + i, len - i);
		if (i + n == len)
			return USBDT_EENV;	/* not terminated */
		ret = env_add(env, d + i, n);
		if (ret)
			return ret;
		i += n + 1;
	}
	return 0;
}

/*
 * U-Boot's binary environment (env/common.c, tools/env/fw_env.c): a
 * little-endian CRC-32 of the data area, then, for a redundant
 * environment, one flags byte, then the data area, CONFIG_ENV_SIZE in
 * all. The file may be longer than that (a whole flash image, as QEMU's
 * pflash): the environment size is the whole file or a power of two from
 * 4 KiB that the CRC confirms. 1 when it is binary and read into @env, 0
 * when it is not binary (no NUL byte), USBDT_EENV when it looks binary but
 * no CRC matches.
 */
static int env_parse_binary(const uint8_t *b, size_t len, struct usbdt_env *env)
{
	size_t size = 0, s;
	uint32_t crc;
	int hdr = 0, ret;

	if (!memchr(b, '\0', len))
		return 0;
	if (len < 6)
		return USBDT_EENV;
	crc = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
	      (uint32_t)b[3] << 24;
	for (s = 4096; !size; s *= 2) {
		if (s >= len)
			s = len;	/* last: the whole file */
		if (env_crc32(b + 4, s - 4) == crc)
			size = s, hdr = 4;
		else if (env_crc32(b + 5, s - 5) == crc)
			size = s, hdr = 5;
		if (s == len)
			break;
	}
	if (!size)
		return USBDT_EENV;
	env->v = NULL;
	env->n = 0;
	env->badline = 0;
	env->badwhy = NULL;
	env->binary = hdr == 4 ? USBDT_ENV_SINGLE : USBDT_ENV_REDUNDANT;
	ret = env_parse_data((const char *)b + hdr, size - (size_t)hdr, env);
	if (ret) {
		usbdt_env_free(env);
		return ret;
	}
	return 1;
}

/* at most @max bytes of a file: an environment is never larger */
static int read_prefix(const char *path, size_t max, struct usbdt_blob *b)
{
	bool in = !strcmp(path, "-");	/* stdin */
	FILE *f = in ? stdin : fopen(path, "rb");
	size_t n;

	if (!f)
		return USBDT_EIO;
	b->data = malloc(max);
	if (!b->data) {
		if (!in)
			fclose(f);
		return USBDT_ENOMEM;
	}
	n = fread(b->data, 1, max, f);
	if (ferror(f)) {
		if (!in)
			fclose(f);
		usbdt_blob_free(b);
		return USBDT_EIO;
	}
	if (!in)
		fclose(f);
	b->size = n;
	return 0;
}

#define USBDT_ENV_FILE_MAX (16u << 20)	/* CONFIG_ENV_SIZE is far less */

int usbdt_env_read(const char *path, struct usbdt_env *env)
{
	struct usbdt_blob b;
	int ret = read_prefix(path, USBDT_ENV_FILE_MAX, &b);

	if (ret)
		return ret;
	env->badline = 0;
	env->badwhy = NULL;
	ret = env_parse_binary(b.data, b.size, env);
	if (ret == 0)
		ret = usbdt_env_parse(b.data, b.size, env);
	usbdt_blob_free(&b);
	return ret < 0 ? ret : 0;
}

const char *usbdt_env_get(const struct usbdt_env *env, const char *name)
{
	int i;

	for (i = env->n - 1; i >= 0; i--)
		if (!strcmp(env->v[i].name, name))
			return env->v[i].value;
	return NULL;
}

void usbdt_env_free(struct usbdt_env *env)
{
	int i;

	for (i = 0; i < env->n; i++) {
		free(env->v[i].name);
		free(env->v[i].value);
	}
	free(env->v);
	env->v = NULL;
	env->n = 0;
}

/* ---- U-Boot's alias rules ---- */

/* trailing_strtol() as U-Boot has it; "ethernet" is index 0 */
long usbdt_uboot_alias_index(const char *name)
{
	size_t n = strlen(name), i = n;
	long v = 0;

	if (strncmp(name, "ethernet", 8))
		return -1;
	if (!strcmp(name, "ethernet"))
		return 0;
	while (i > 0 && isdigit((unsigned char)name[i - 1]))
		i--;
	if (i == n || i == 0)
		return -1;
	for (; i < n; i++) {
		v = v * 10 + (name[i] - '0');
		if (v > 0xffffff)
			return -1;	/* no such env variable in practice */
	}
	return v;
}

void usbdt_uboot_env_name(long i, char *buf, size_t len)
{
	if (i == 0)
		snprintf(buf, len, "ethaddr");
	else
		snprintf(buf, len, "eth%ldaddr", i);
}

/* ---- writing ---- */

/* fdt_setprop(), growing the blob on -FDT_ERR_NOSPACE */
static int setprop_grow(struct usbdt_blob *b, int off, const char *name,
			const void *val, int len)
{
	int ret = fdt_setprop(b->data, off, name, val, len);

	if (ret != -FDT_ERR_NOSPACE)
		return ret;
	ret = usbdt_blob_grow(b, (size_t)len + strlen(name) + 64);
	if (ret)
		return ret;
	return fdt_setprop(b->data, off, name, val, len);
}

int usbdt_setmac_node(struct usbdt_blob *b, int off, const uint8_t mac[6],
		      usbdt_setmac_log log, void *arg)
{
	char path[USBDT_PATH_MAX];
	int ret;

	if (fdt_get_path(b->data, off, path, sizeof(path)) < 0)
		strcpy(path, "?");
	if (fdt_getprop(b->data, off, "mac-address", NULL)) {
		ret = setprop_grow(b, off, "mac-address", mac, 6);
		if (ret)
			return ret;
		if (log)
			log(path, "mac-address", mac, arg);
	}
	/* the blob may have moved: off stays valid, offsets are relative */
	ret = setprop_grow(b, off, "local-mac-address", mac, 6);
	if (ret)
		return ret;
	if (log)
		log(path, "local-mac-address", mac, arg);
	return 0;
}

/* the MAC an alias index gets from the environment: 1 set, 0 none, < 0 bad */
static int env_mac(const struct usbdt_env *env, long idx,
		   const struct usbdt_setmac_env_opts *o, uint8_t mac[6],
		   FILE *warn)
{
	const char *val, *why;
	char var[32];

	usbdt_uboot_env_name(idx, var, sizeof(var));
	val = usbdt_env_get(env, var);
	if (!val && idx == 0 && o->usbethaddr_fallback)
		val = usbdt_env_get(env, "usbethaddr");
	if (!val)
		return 0;
	if (usbdt_mac_parse(val, mac)) {
		fprintf(warn, "usbdt: %s=%s: malformed MAC address\n", var, val);
		return USBDT_EINVAL;
	}
	if (usbdt_mac_valid(mac, &why)) {
		fprintf(warn, "usbdt: %s=%s: refused, %s\n", var, val, why);
		return USBDT_EINVAL;
	}
	return 1;
}

/* the n-th property of /aliases, re-found after each edit as U-Boot does */
static int nth_alias(const void *fdt, int n, const char **name,
		     const char **val, int *len)
{
	int aliases = usbdt_path_offset(fdt, "/aliases"), prop, i = 0;

	if (aliases < 0)
		return aliases;
	fdt_for_each_property_offset(prop, fdt, aliases) {
		if (i++ == n) {
			*val = fdt_getprop_by_offset(fdt, prop, name, len);
			return *val ? 0 : -FDT_ERR_BADSTRUCTURE;
		}
	}
	return -FDT_ERR_NOTFOUND;
}

/*
 * first pass: every MAC an alias will use must be valid, and every alias
 * that takes one an absolute path string, before any edit
 */
static int env_validate(const void *fdt, const struct usbdt_env *env,
			const struct usbdt_setmac_env_opts *o, FILE *warn)
{
	const char *name, *val, *why;
	uint8_t mac[6];
	int n, len, ret = 0, r;
	long idx;

	for (n = 0; !nth_alias(fdt, n, &name, &val, &len); n++) {
		idx = usbdt_uboot_alias_index(name);
		if (idx < 0)
			continue;
		r = env_mac(env, idx, o, mac, warn);
		if (r < 0)
			ret = USBDT_EINVAL;
		if (r != 1 || !(why = usbdt_path_value_problem(val, len)))
			continue;
		fprintf(warn, "%s: /aliases: error: alias ", o->file ? o->file : "usbdt");
		usbdt_print_escaped(warn, name, 64);
		fprintf(warn, " is %s; file left untouched\n", why);
		if (!ret)
			ret = USBDT_EBADPATH;
	}
	return ret;
}

static int env_one(struct usbdt_blob *b, const char *name, const char *val,
		   int len, const uint8_t mac[6], usbdt_setmac_log log,
		   void *arg, FILE *warn)
{
	char path[USBDT_PATH_MAX];
	int off;

	/* checked by env_validate(); a path too long for the copy is none */
	if (usbdt_path_value_problem(val, len) || (size_t)len > sizeof(path)) {
		fprintf(warn, "usbdt: alias %s is not a path, skipped\n", name);
		return 0;
	}
	memcpy(path, val, (size_t)len);	/* edits move the alias value */
	off = usbdt_path_offset(b->data, path);
	if (off < 0) {
		fprintf(warn, "usbdt: alias %s: %s: %s, skipped (as U-Boot)\n",
			name, path, fdt_strerror(off));
		return 0;
	}
	off = usbdt_setmac_node(b, off, mac, log, arg);
	return off ? off : 1;
}

int usbdt_setmac_env(struct usbdt_blob *b, const struct usbdt_env *env,
		     const struct usbdt_setmac_env_opts *o,
		     usbdt_setmac_log log, void *arg, FILE *warn)
{
	char name[256];
	const char *np, *val;
	uint8_t mac[6];
	int n, len, ret, done = 0;
	long idx;

	if (usbdt_path_offset(b->data, "/aliases") < 0)
		return 0;
	ret = env_validate(b->data, env, o, warn);
	if (ret)
		return ret;
	for (n = 0; !nth_alias(b->data, n, &np, &val, &len); n++) {
		idx = usbdt_uboot_alias_index(np);
		if (idx < 0 || env_mac(env, idx, o, mac, warn) != 1)
			continue;
		snprintf(name, sizeof(name), "%s", np);
		ret = env_one(b, name, val, len, mac, log, arg, warn);
		if (ret < 0)
			return ret;
		done += ret;
	}
	return done;
}
