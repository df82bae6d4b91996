# shellcheck shell=bash disable=SC2046
desc="EHCI + UHCI companions: full-speed hub and usb-net get their nodes under the companion (kept from 6.12)"
overlay=ehci-hub-net.dtso
qemu_args=(
	"${ich9_ehci[@]}"
	-device usb-hub,bus=ehci.0,port=1
	$(usb_net ehci.0 1.2 52:54:00:12:34:02)
)
