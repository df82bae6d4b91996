// SPDX-License-Identifier: GPL-2.0
/*
 * bench/idcheck: the CPU cost of the series' per-device identity check,
 * run in the guest. It links the kernel's own drivers/usb/core/of_names.c
 * (through tests/intree/shim, as usbdt does) and times, with
 * CLOCK_MONOTONIC over many iterations, what usb_of_check_device_node()
 * computes for a device whose node names it: usb_of_node_identifies()
 * (usb_of_names_usb() on the compatible) and usb_of_node_names_device()
 * (usb_of_names_match() on the device's ids), for the two bench devices.
 * Not included: of_find_property() (a walk over the node's 3 to 5
 * properties) and the descriptor copy into struct usb_of_ids (a few
 * loads and stores): both are constant, small, and not in of_names.c.
 * usb_of_get_device_node() itself is the same code in stock 6.12 and the
 * series (the series does not change it).
 * Usage: idcheck [ITERATIONS]   prints "idcheck NAME ns_per_check"
 */
#include <stdlib.h>
#include <time.h>
#include "of_names.h"

struct dev {
	const char *name;
	struct usb_of_ids ids;
	const char compat[32];
	size_t len;
};

/* QEMU's usb-net (CDC configuration) and the LAN9514's Ethernet function */
static struct dev devs[] = {
	{ "usb-net", { .vid = 0x0525, .pid = 0xa4a2, .rev = 0x0100, .nconfigs = 2 },
	  "usb525,a4a2", sizeof("usb525,a4a2") },
	{ "lan9514", { .vid = 0x0424, .pid = 0xec00, .rev = 0x0200, .dclass = 0xff,
		       .nconfigs = 1, .config = 1, .ninterfaces = 1, .iclass = 0xff },
	  "usb424,ec00", sizeof("usb424,ec00") },
};

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 20000, i;
	volatile int sink = 0;
	size_t d;

	for (d = 0; d < sizeof(devs) / sizeof(devs[0]); d++) {
		const struct dev *v = &devs[d];
		double t0, t1;

		/* both must hold, or the bench times the wrong path */
		if (!usb_of_names_usb(v->compat, v->len) ||
		    !usb_of_names_match(&v->ids, v->compat, v->len)) {
			printf("idcheck %s: compatible does not name the device\n", v->name);
			return 1;
		}
		t0 = now_ns();
		for (i = 0; i < n; i++) {
			__asm__ volatile("" ::: "memory");
			sink += usb_of_names_usb(v->compat, v->len);
			sink += usb_of_names_match(&v->ids, v->compat, v->len);
		}
		t1 = now_ns();
		printf("idcheck %s %.0f\n", v->name, (t1 - t0) / n);
	}
	return sink == 0;
}
