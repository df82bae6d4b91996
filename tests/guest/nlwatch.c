// SPDX-License-Identifier: GPL-2.0
/*
 * nlwatch SECONDS IFNAME: listen to rtnetlink's link group for SECONDS and
 * print one line "newlink IFNAME ADDRESS" for each RTM_NEWLINK message
 * about IFNAME that carries its hardware address (what `ip monitor link`
 * shows; busybox has no monitor): how a scenario sees whether user space
 * was told of an address change. Prints "ready" once subscribed. Exit 0
 * at the end of the time, 1 when the socket cannot be made.
 */
#include <linux/if.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

static void show(const struct nlmsghdr *nh, const char *want)
{
	const struct ifinfomsg *ifi = NLMSG_DATA(nh);
	int len = (int)nh->nlmsg_len - (int)NLMSG_LENGTH(sizeof(*ifi));
	const struct rtattr *rta = IFLA_RTA(ifi);
	const unsigned char *addr = NULL;
	char name[IFNAMSIZ] = "";
	int alen = 0;

	if (len < 0)
		return;
	for (; RTA_OK(rta, len); rta = RTA_NEXT(rta, len)) {
		if (rta->rta_type == IFLA_IFNAME &&
		    RTA_PAYLOAD(rta) > 0 && RTA_PAYLOAD(rta) <= IFNAMSIZ) {
			memcpy(name, RTA_DATA(rta), RTA_PAYLOAD(rta));
			name[IFNAMSIZ - 1] = '\0';
		} else if (rta->rta_type == IFLA_ADDRESS) {
			addr = RTA_DATA(rta);
			alen = (int)RTA_PAYLOAD(rta);
		}
	}
	if (strcmp(name, want) || !addr || alen != 6)
		return;
	printf("newlink %s %02x:%02x:%02x:%02x:%02x:%02x\n", name, addr[0],
	       addr[1], addr[2], addr[3], addr[4], addr[5]);
	fflush(stdout);
}

int main(int argc, char **argv)
{
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK, .nl_groups = RTMGRP_LINK };
	char buf[16384] __attribute__((aligned(4)));
	long end;
	int fd;

	if (argc != 3 || atoi(argv[1]) <= 0 || strlen(argv[2]) >= IFNAMSIZ) {
		fprintf(stderr, "usage: nlwatch SECONDS IFNAME\n");
		return 2;
	}
	fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
	if (fd < 0 || bind(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0) {
		perror("nlwatch: netlink");
		return 1;
	}
	printf("ready\n");
	fflush(stdout);
	end = now_ms() + atoi(argv[1]) * 1000L;
	for (;;) {
		struct pollfd p = { .fd = fd, .events = POLLIN };
		long left = end - now_ms();
		struct nlmsghdr *nh;
		ssize_t n;

		if (left <= 0 || poll(&p, 1, (int)left) <= 0)
			break;
		n = recv(fd, buf, sizeof(buf), 0);
		if (n <= 0)
			continue;
		for (nh = (struct nlmsghdr *)buf; NLMSG_OK(nh, (size_t)n);
		     nh = NLMSG_NEXT(nh, n))
			if (nh->nlmsg_type == RTM_NEWLINK)
				show(nh, argv[2]);
	}
	close(fd);
	return 0;
}
