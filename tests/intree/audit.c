// SPDX-License-Identifier: GPL-2.0
/*
 * tests/intree/audit: the kernel's own identity rule (drivers/usb/core/
 * of_names.c, built for the host) on one node and one device.
 *
 *   audit LEVEL VID PID REV DC.DSC.DP NCONFIGS CONFIG NIFS IFN IC.ISC.IP NAME...
 *
 * LEVEL is DEV (device or combined node) or IF (interface node); numbers
 * in C notation (0x424). Prints "names" when the compatible list NAME...
 * names the device, "does-not-name" otherwise, then the device's own
 * names; exits 0, or 2 on bad arguments.
 */
#include <errno.h>
#include <stdlib.h>

#include "of_names.h"

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
	char names[USB_OF_NAMES_MAX][USB_OF_NAME_MAX];
	struct usb_of_ids ids = { 0 };
	unsigned long v[7];
	u8 d[3], f[3];
	char *list, *p;
	size_t len = 0;
	int i, n;

	if (argc < 12 || (strcmp(argv[1], "DEV") && strcmp(argv[1], "IF")) ||
	    num(argv[2], 0xffff, &v[0]) || num(argv[3], 0xffff, &v[1]) ||
	    num(argv[4], 0xffff, &v[2]) || triple(argv[5], d) ||
	    num(argv[6], 0xff, &v[3]) || num(argv[7], 0xff, &v[4]) ||
	    num(argv[8], 0xff, &v[5]) || num(argv[9], 0xff, &v[6]) ||
	    triple(argv[10], f)) {
		fprintf(stderr, "usage: audit DEV|IF VID PID REV DC.DSC.DP NCONFIGS CONFIG NIFS IFN IC.ISC.IP NAME...\n");
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

	n = usb_of_names(&ids, names);
	for (i = 0; i < n; i++)
		printf("%s%s", i ? " " : "", names[i]);
	putchar('\n');
	return 0;
}
