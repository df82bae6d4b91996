// SPDX-License-Identifier: GPL-2.0
/*
 * tests/intree/audit: the kernel's own identity rule (drivers/usb/core/
 * of_names.c, built for the host) on one node and one device.
 *
 *   audit LEVEL VID PID REV DC.DSC.DP NCONFIGS CONFIG NIFS IFN IC.ISC.IP NAME...
 *
 * LEVEL is DEV (device or combined node) or IF (interface node); numbers
 * in C notation (0x424). Prints "names" when the compatible list NAME...
 * names the device, "does-not-name" otherwise; exits 0, or 2 on bad
 * arguments.
 *
 *   audit PORT -|NAME...
 *
 * A node at a port with the compatible list NAME... ("-": no compatible
 * property): what drivers/usb/core/of.c decides for any device plugged
 * there, with its own usb_of_node_names() and usb_of_node_identifies()
 * (of_rule.c: tests/intree/run copies them out of of.c). Prints
 * "port-only" when the node names none of the probe devices below and
 * does not identify (no warning, not left unauthorized when disabled),
 * "names" or "identifies" otherwise; then one line of detail.
 */
#include <errno.h>
#include <stdlib.h>

#include "of_names.h"

/* what of.c's rule takes from <linux/of.h> */
struct property {
	int length;
	const void *value;
};

struct device_node {
	const struct property *compatible;	/* NULL: no such property */
};

static const struct property *of_find_property(const struct device_node *np,
					       const char *name, int *lenp)
{
	if (strcmp(name, "compatible") || !np->compatible)
		return NULL;
	if (lenp)
		*lenp = np->compatible->length;
	return np->compatible;
}

#include "of_rule.c"

/* devices plugged at a port: a hub, a vendor-class network function, a composite */
static const struct usb_of_ids probes[] = {
	{ .vid = 0x424, .pid = 0x9514, .dclass = 9, .dprotocol = 2, .nconfigs = 1,
	  .config = 1, .ninterfaces = 1, .iclass = 9 },
	{ .vid = 0x424, .pid = 0xec00, .dclass = 0xff, .dprotocol = 0xff, .nconfigs = 1,
	  .config = 1, .ninterfaces = 1, .iclass = 0xff, .iprotocol = 0xff },
	{ .vid = 0xbda, .pid = 0x8153, .nconfigs = 2, .config = 1, .ninterfaces = 1,
	  .iclass = 0xff, .isubclass = 0xff },
	{ .vid = 0x1d6b, .pid = 0x104, .dclass = 0xef, .dsubclass = 2, .dprotocol = 1,
	  .nconfigs = 1, .config = 1, .ninterfaces = 2, .iclass = 2, .isubclass = 6 },
	{ .vid = 0x1d6b, .pid = 0x104, .dclass = 0xef, .dsubclass = 2, .dprotocol = 1,
	  .nconfigs = 1, .config = 1, .ninterfaces = 2, .iclass = 2, .isubclass = 6,
	  .interface = true },
};

static int port(int argc, char **argv)
{
	struct property prop = { 0 };
	struct device_node np = { NULL };
	bool names = false, identifies;
	size_t i, len = 0;
	char *list, *p;
	int a;

	if (argc > 2 && strcmp(argv[2], "-")) {
		for (a = 2; a < argc; a++)
			len += strlen(argv[a]) + 1;
		list = malloc(len);
		if (!list) {
			perror("audit");
			return 1;
		}
		for (a = 2, p = list; a < argc; a++, p += strlen(p) + 1)
			strcpy(p, argv[a]);
		prop.length = (int)len;
		prop.value = list;
		np.compatible = &prop;
	}
	for (i = 0; i < sizeof(probes) / sizeof(probes[0]); i++)
		names |= usb_of_node_names(&np, &probes[i]);
	identifies = usb_of_node_identifies(&np);
	puts(names ? "names" : identifies ? "identifies" : "port-only");
	printf("names-device=%s warning=%s unauthorized-if-disabled=%s\n",
	       names ? "yes" : "no", identifies && !names ? "yes" : "no",
	       identifies ? "yes" : "no");
	free((void *)prop.value);
	return 0;
}

static int num(const char *s, unsigned long lim, unsigned long *v)
{
	char *end;

	errno = 0;
	*v = strtoul(s, &end, 0);
	return errno || end == s || *end || *v > lim ? -1 : 0;
}

static int triple(const char *s, u8 out[3])
{
	unsigned long v;
	char buf[64], *tok, *save = NULL;
	int i = 0;

	if (strlen(s) >= sizeof(buf))
		return -1;
	strcpy(buf, s);
	for (tok = strtok_r(buf, ".", &save); tok; tok = strtok_r(NULL, ".", &save)) {
		if (i == 3 || num(tok, 0xff, &v))
			return -1;
		out[i++] = (u8)v;
	}
	return i == 3 ? 0 : -1;
}

int main(int argc, char **argv)
{
	struct usb_of_ids ids = { 0 };
	unsigned long v[7];
	u8 d[3], f[3];
	char *list, *p;
	size_t len = 0;
	int i;

	if (argc >= 2 && !strcmp(argv[1], "PORT"))
		return port(argc, argv);
	if (argc < 12 || (strcmp(argv[1], "DEV") && strcmp(argv[1], "IF")) ||
	    num(argv[2], 0xffff, &v[0]) || num(argv[3], 0xffff, &v[1]) ||
	    num(argv[4], 0xffff, &v[2]) || triple(argv[5], d) ||
	    num(argv[6], 0xff, &v[3]) || num(argv[7], 0xff, &v[4]) ||
	    num(argv[8], 0xff, &v[5]) || num(argv[9], 0xff, &v[6]) ||
	    triple(argv[10], f)) {
		fprintf(stderr, "usage: audit DEV|IF VID PID REV DC.DSC.DP NCONFIGS CONFIG NIFS IFN IC.ISC.IP NAME...\n"
			"       audit PORT -|NAME...\n");
		return 2;
	}
	ids.interface = !strcmp(argv[1], "IF");
	ids.vid = (u16)v[0];
	ids.pid = (u16)v[1];
	ids.rev = (u16)v[2];
	ids.dclass = d[0];
	ids.dsubclass = d[1];
	ids.dprotocol = d[2];
	ids.nconfigs = (u8)v[3];
	ids.config = (u8)v[4];
	ids.ninterfaces = (u8)v[5];
	ids.ifnum = (u8)v[6];
	ids.iclass = f[0];
	ids.isubclass = f[1];
	ids.iprotocol = f[2];

	for (i = 11; i < argc; i++)
		len += strlen(argv[i]) + 1;
	list = malloc(len ? len : 1);
	if (!list) {
		perror("audit");
		return 1;
	}
	for (i = 11, p = list; i < argc; i++, p += strlen(p) + 1)
		strcpy(p, argv[i]);
	puts(usb_of_names_match(&ids, list, len) ? "names" : "does-not-name");
	free(list);
	return 0;
}
